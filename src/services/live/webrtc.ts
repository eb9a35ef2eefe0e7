import type { LiveSignal } from '../../../contract/live';
import type { LiveTransport, TransportOptions } from './transport';

type Candidate = { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null;

/** One peer connection and the candidates that came before its remote description. */
interface Peer {
  connection: RTCPeerConnection;
  pending: Candidate[];
}

/** No STUN or TURN: the embedded transport is for one network (DESIGN.md realtime); Agora goes further. */
const configuration: RTCConfiguration = { iceServers: [] };

const toSignalCandidate = (candidate: RTCIceCandidate | null): Candidate =>
  candidate ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } : null;

/**
 * The embedded transport: one RTCPeerConnection per viewer, signalled over the socket's live:signal; the chat is the
 * socket's live:chat. See docs/decisions/0017-embedded-providers.md
 */
export function webrtcTransport(
  { tokens, camera, room, handlers }: TransportOptions,
  Connection: typeof RTCPeerConnection = globalThis.RTCPeerConnection,
): LiveTransport {
  const peers = new Map<string, Peer>();
  const isHost = tokens.role === 'host';

  const open = (socketId: string): Peer => {
    peers.get(socketId)?.connection.close();
    const connection = new Connection(configuration);
    const peer: Peer = { connection, pending: [] };
    peers.set(socketId, peer);
    connection.onicecandidate = (event) => room.signal(socketId, { candidate: toSignalCandidate(event.candidate) });
    if (isHost && camera) for (const track of camera.getTracks()) connection.addTrack(track, camera);
    if (!isHost) connection.ontrack = (event) => handlers.onVideo(event.streams[0] ?? new MediaStream([event.track]));
    return peer;
  };

  const close = (socketId: string) => {
    peers.get(socketId)?.connection.close();
    peers.delete(socketId);
  };

  const flush = async (peer: Peer) => {
    for (const candidate of peer.pending.splice(0)) await peer.connection.addIceCandidate(candidate ?? undefined).catch(() => undefined);
  };

  const offer = async (socketId: string) => {
    const peer = open(socketId);
    const description = await peer.connection.createOffer();
    await peer.connection.setLocalDescription(description);
    room.signal(socketId, { description: { type: 'offer', sdp: description.sdp ?? '' } });
  };

  const receive = async (from: string, signal: LiveSignal) => {
    if ('description' in signal) {
      const { type, sdp } = signal.description;
      if (type === 'offer' && !isHost) {
        const peer = open(from);
        await peer.connection.setRemoteDescription({ type, sdp });
        await flush(peer);
        const answer = await peer.connection.createAnswer();
        await peer.connection.setLocalDescription(answer);
        room.signal(from, { description: { type: 'answer', sdp: answer.sdp ?? '' } });
      } else if (type === 'answer' && isHost) {
        const peer = peers.get(from);
        if (!peer) return;
        await peer.connection.setRemoteDescription({ type, sdp });
        await flush(peer);
      }
      return;
    }
    const peer = peers.get(from);
    if (!peer) return;
    if (peer.connection.remoteDescription) await peer.connection.addIceCandidate(signal.candidate ?? undefined).catch(() => undefined);
    else peer.pending.push(signal.candidate);
  };

  // One viewer's connection failing closes that connection only; the others and the stream go on.
  const dropped = (socketId: string) => () => close(socketId);

  return {
    // The room is joined already; the host waits for viewers, a viewer for the host's offer.
    start: async () => {
      if (!Connection) throw new Error('WebRTC is not available in this browser');
    },
    chat: (text) => room.chat(text),
    peer(socketId, joined) {
      if (!isHost) return;
      if (joined) offer(socketId).catch(dropped(socketId));
      else close(socketId);
    },
    signal(from, signal) {
      receive(from, signal).catch(dropped(from));
    },
    close() {
      for (const socketId of [...peers.keys()]) close(socketId);
    },
  };
}
