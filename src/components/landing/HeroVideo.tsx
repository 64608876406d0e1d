import type { Landing } from '@/payload-types'
import { OptimisedImage } from '@/ui/OptimisedImage'

import { IntroVideo } from './IntroVideo'

/** The landing global's intro video, when it has both a video and a poster. */
export const HeroVideo = ({ video, title }: { video: Landing['hero']; title: string }) =>
  video.videoUrl && video.videoPosterUrl ? (
    <IntroVideo
      videoUrl={video.videoUrl}
      posterUrl={video.videoPosterUrl}
      poster={<OptimisedImage src={video.videoPosterUrl} alt="" fill sizes="(min-width: 1024px) 560px, 100vw" className="object-cover opacity-90" priority />}
      captionsUrl={video.videoCaptionsUrl}
      title={title}
    />
  ) : null
