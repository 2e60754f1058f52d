import styled from 'styled-components';
import { LazyImage } from '@cc/shared-ui';

const Frame = styled.div<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.primary};
  display: grid;
  place-items: center;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  font-weight: 700;
  .photo {
    width: 100%;
    height: 100%;
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part) && !part.endsWith('.'))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

interface ExpertPhotoProps {
  name: string;
  url: string | null;
  /** The alternative text; the initials stand in (hidden from screen readers) without a photo. */
  alt: string;
  size: number;
  /** The profile page's photo is above the fold. */
  priority?: boolean;
}

/** The expert's photo, round, loaded lazily; their initials without one. */
export function ExpertPhoto({ name, url, alt, size, priority = false }: ExpertPhotoProps) {
  return (
    <Frame $size={size} data-testid="expert-photo">
      {url ? (
        <LazyImage
          className="photo"
          src={url}
          alt={alt}
          width={size}
          height={size}
          priority={priority}
          aspectRatio="1 / 1"
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Frame>
  );
}
