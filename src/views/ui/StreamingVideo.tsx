import { useEffect, useLayoutEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import { atDrawnWidth } from './widths';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

interface StreamingVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** The MP4: what plays until the renditions are ready, and where HLS cannot play at all. */
  src: string | undefined;
  /** The HLS master playlist once the renditions are ready. */
  hls?: string | null;
  /** The poster's widths (`?w=`): it is asked at the width the video is drawn, measured before the first paint. */
  posterWidths?: readonly number[];
}

/**
 * A video that streams its HLS renditions when it has them: natively where the browser plays HLS (Safari), else
 * through hls.js, loaded on demand (its own chunk) and fetching nothing before the viewer presses play.
 * See docs/decisions/0043-video-renditions-with-ffmpeg.md
 */
export function StreamingVideo({ src, hls, poster, posterWidths, children, ...props }: StreamingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [drawn, setDrawn] = useState<number | null>(null);
  const native = typeof document !== 'undefined' && document.createElement('video').canPlayType(HLS_TYPE) !== '';

  useEffect(() => {
    const video = ref.current;
    if (!video || !hls || native) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void import('hls.js').then(({ default: Hls }) => {
      // Without Media Source Extensions the MP4 stays the source.
      if (cancelled || !Hls.isSupported()) return;
      // The worker would be a blob: script, which the Content-Security-Policy refuses; the main thread does as well for VOD.
      const player = new Hls({ enableWorker: false, autoStartLoad: false, capLevelToPlayerSize: true });
      const start = () => player.startLoad();
      video.addEventListener('play', start, { once: true });
      video.removeAttribute('src');
      player.loadSource(hls);
      player.attachMedia(video);
      if (!video.paused) start();
      video.dataset.streaming = 'hls';
      destroy = () => {
        video.removeEventListener('play', start);
        player.destroy();
      };
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [hls, native]);

  // A poster has no srcset: its width is chosen from the box the video fills, once laid out and before it is painted.
  useLayoutEffect(() => {
    if (posterWidths && ref.current) setDrawn(ref.current.clientWidth);
  }, [posterWidths]);
  const shownPoster = poster && posterWidths ? (drawn === null ? undefined : atDrawnWidth(poster, posterWidths, drawn)) : poster;

  return (
    <video
      ref={ref}
      poster={shownPoster}
      src={hls && native ? hls : src}
      data-hls={hls ? 'ready' : undefined}
      data-streaming={hls && native ? 'native' : undefined}
      {...props}
    >
      {children}
    </video>
  );
}
