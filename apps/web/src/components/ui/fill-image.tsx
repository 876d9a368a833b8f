interface FillImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** `cover` crops to the box, `contain` shows the whole picture. */
  fit?: 'cover' | 'contain';
  /** For the first screen's pictures: fetched at once and first. */
  priority?: boolean;
}

/** A picture that fills its box, with its size set so that nothing moves while it loads. */
export function FillImage({ src, alt, width, height, fit = 'cover', priority = false }: FillImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
}
