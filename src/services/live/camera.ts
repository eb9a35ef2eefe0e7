import type { CameraProblem } from './words';

/** A refusal the Go Live machine reads (spec §8: no webcam, or no permission). */
export class CameraError extends Error {
  override readonly name = 'CameraError';
  readonly problem: CameraProblem;

  constructor(problem: CameraProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const problemOf = (error: unknown): CameraProblem => {
  const name =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noWebcam';
  return 'other';
};

/**
 * The host's camera and microphone: 'noWebcam' when the device has no camera, 'denied' when the person or
 * the browser refuses. A camera without a microphone still goes live (video only).
 */
export async function openCamera(
  devices: Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new CameraError('noWebcam', 'No camera API');
  const known = await devices.enumerateDevices().catch(() => []);
  // Labels are hidden before permission, but the kinds are listed.
  if (known.length > 0 && !known.some((device) => device.kind === 'videoinput')) throw new CameraError('noWebcam', 'No camera');
  try {
    return await devices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    const problem = problemOf(error);
    if (problem !== 'noWebcam') throw new CameraError(problem, String(error));
  }
  try {
    return await devices.getUserMedia({ video: true });
  } catch (error) {
    throw new CameraError(problemOf(error), String(error));
  }
}
