import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme';

/** The spec's lazy-loading rule: start loading within 50px of the viewport at 10% visibility. */
export const lazyImageObserverOptions = { rootMargin: '50px', threshold: 0.1 } as const;

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once with high fetch priority (good for LCP). */
  priority?: boolean;
  sizes?: string;
  placeholder?: 'skeleton' | 'blur';
  /** Defaults to width / height. */
  aspectRatio?: string;
  /** For `placeholder="blur"`: a tiny data URL shown blurred until the image arrives. */
  blurDataUrl?: string;
  className?: string;
}

const shimmer = keyframes`from { background-position: 200% 0; } to { background-position: -200% 0; }`;

const Frame = styled.span<{ $ratio: string; $placeholder: 'skeleton' | 'blur'; $loaded: boolean; $blur?: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: inherit;
  ${({ $loaded, $placeholder, $blur, theme }) =>
    !$loaded &&
    ($placeholder === 'blur' && $blur
      ? css`
          background: center / cover no-repeat url(${$blur});
          filter: blur(12px);
        `
      : css`
          background: linear-gradient(
            90deg,
            ${theme.color.surfaceMuted} 25%,
            ${theme.color.surface} 50%,
            ${theme.color.surfaceMuted} 75%
          );
          background-size: 200% 100%;
          animation: ${shimmer} 1.4s ease-in-out infinite;
          ${media.reducedMotion} {
            animation: none;
          }
        `)}
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
    transition: opacity 300ms ease;
  }
`;

export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes,
  placeholder = 'skeleton',
  aspectRatio,
  blurDataUrl,
  className,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(priority);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (visible) return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, lazyImageObserverOptions);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Frame
      ref={frameRef}
      className={className}
      $ratio={aspectRatio ?? `${width} / ${height}`}
      $placeholder={placeholder}
      $blur={blurDataUrl}
      // A priority image is the page's largest paint: never hide it behind a fade.
      $loaded={loaded || priority}
      data-loaded={loaded}
    >
      {visible && (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          onError={() => console.error(`Image failed to load: ${src}`)}
        />
      )}
    </Frame>
  );
}
