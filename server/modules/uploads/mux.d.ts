/** The two inspectors of mux.js (videojs) that read a whole MPEG-TS segment and one FLV tag; mux.js ships no types. */
declare module 'mux.js/lib/tools/ts-inspector.js' {
  /** One PES packet's time stamps: 90 kHz ticks, and seconds. */
  interface TimedPes {
    type: 'video' | 'audio';
    pts: number;
    dts: number;
    ptsTime: number;
    dtsTime: number;
  }
  /** The first and the last PES of each H.264 video and ADTS audio stream the PMT lists; null when there is neither. */
  interface SegmentTimes {
    video?: TimedPes[];
    audio?: TimedPes[];
  }
  const tsInspector: { inspect(bytes: Uint8Array, baseTimestamp?: number): SegmentTimes | null };
  export default tsInspector;
}

declare module 'mux.js/lib/tools/flv-inspector.js' {
  /** An FLV tag's header, and for a video tag its frame type, codec and (AVC) packet type. */
  interface FlvTag {
    tagType?: 'audio' | 'video' | 'metadata';
    dataSize: number;
    /** Milliseconds. */
    timestamp: number;
    frameType?: string;
    codecID?: number;
    avcPacketType?: string;
  }
  const flvInspector: { inspectTag(tag: Uint8Array): FlvTag };
  export default flvInspector;
}
