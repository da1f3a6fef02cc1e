import { useState, type ComponentProps } from 'react';

const fallbackImageUrl = '/image-fallback.svg';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  width: number;
  height: number;
  /** The first screen's images load at once; the rest wait until they come near. */
  eager?: boolean;
};

/** An image that shows the default picture when it fails, sized against layout shift. */
export const FallbackImage = ({ src, alt = '', eager = false, ...rest }: FallbackImageProps) => {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={!src || failed ? fallbackImageUrl : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};
