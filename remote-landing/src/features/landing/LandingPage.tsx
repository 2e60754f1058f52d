import { startTransition, useEffect, useState } from 'react';
import { useDocumentTitle } from '@cc/shared-i18n';
import { ClosingCta } from './components/ClosingCta';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { Testimonials } from './components/Testimonials';
import { ToolCards } from './components/ToolCards';

/** The start page's content: hero, tool cards, how it works, testimonials and a closing call. */
export function LandingSections() {
  return (
    <>
      <Hero />
      <ToolCards />
      <HowItWorks />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

/**
 * The start page. It renders only after mounting: the first render is empty, the
 * content follows once the component is in the document. (The shell's build-time snapshot of
 * `/` renders LandingSections directly, see shell/prerender.)
 */
export default function LandingPage() {
  const [mounted, setMounted] = useState(false);
  // The start page keeps the brand title ("KonfliktKompass – Konfliktcoaching für Gründer und Teams").
  useDocumentTitle(undefined);
  useEffect(() => {
    // As a transition, React renders the sections in slices of a few milliseconds and lets the
    // browser in between (an update from an effect would otherwise render the whole page in one
    // task, which blocks input: Total Blocking Time). It still commits the page at once.
    startTransition(() => setMounted(true));
  }, []);
  if (!mounted) return null;
  return <LandingSections />;
}
