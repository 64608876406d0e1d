import { OptimisedImage } from './OptimisedImage'

/** The Solving Tech logo at its header size. Its link names it, so the picture itself is silent. */
export const LogoImage = ({ priority = false }: { priority?: boolean }) => <OptimisedImage src="/logo.svg" alt="" width={165} height={36} priority={priority} />
