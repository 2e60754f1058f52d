import { useEffect, useState } from 'react';
import { ClosingCta } from './components/ClosingCta';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { Testimonials } from './components/Testimonials';
import { ToolCards } from './components/ToolCards';

/**
 * The start page: hero, tool cards, how it works, testimonials and a closing call to action.
 * The seed renders it only after mounting: the first render is empty, the content follows
 * once the component is in the document.
 */
export default function LandingPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  if (!mounted) return null;

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
