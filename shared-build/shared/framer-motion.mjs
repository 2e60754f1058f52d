// What the apps share of framer-motion: the lazy-motion API (m components with the DOM
// animation features) rather than the whole package, which federation would ship untouched.
// A Jest test checks that every name the apps import from 'framer-motion' is listed here.
export { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m, useReducedMotion } from 'framer-motion-full';
