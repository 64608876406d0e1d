import { getImageProps, type ImageProps } from 'next/image'

/**
 * A picture through next/image's optimiser (srcset, lazy loading, modern formats) as plain markup. Rendered on the
 * server, it adds nothing to the page's JavaScript and nothing to hydrate, where next/image's component is a client
 * component. Pass it to client components as a rendered element, not as props to draw it with.
 */
export const OptimisedImage = (props: ImageProps) => (
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt among them
  <img {...getImageProps(props).props} />
)
