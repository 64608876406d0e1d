import type { Landing } from '@/payload-types'

import { IntroVideo } from './IntroVideo'

/** The landing global's intro video, when it has both a video and a poster. */
export const HeroVideo = ({ video, title }: { video: Landing['hero']; title: string }) =>
  video.videoUrl && video.videoPosterUrl ? <IntroVideo videoUrl={video.videoUrl} posterUrl={video.videoPosterUrl} captionsUrl={video.videoCaptionsUrl} title={title} /> : null
