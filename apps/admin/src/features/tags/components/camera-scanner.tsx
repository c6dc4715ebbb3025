import { useEffect, useRef, useState } from 'react';
import { qrReader } from '../lib/decode-frame';
import styles from './scan.module.css';

/** The longest side a frame is read at: enough for a tag held near the lens, quick on a phone. */
const FRAME_SIDE = 640;
const READ_EVERY_MS = 200;

type State = 'starting' | 'on' | 'unavailable' | 'refused';

/**
 * The phone's back camera (or a PC's webcam) reading QR codes, a few frames a second, until one
 * is read: `onRead` gets its text once and the camera stops.
 */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('starting');
  const reader = useRef(onRead);
  reader.current = onRead;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch {
        return setState('refused');
      }
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => {});
      setState('on');
      const read = await qrReader();
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= 2 && element.videoWidth > 0) {
          const scale = Math.min(1, FRAME_SIDE / Math.max(element.videoWidth, element.videoHeight));
          canvas.width = Math.round(element.videoWidth * scale);
          canvas.height = Math.round(element.videoHeight * scale);
          canvas
            .getContext('2d', { willReadFrequently: true })
            ?.drawImage(element, 0, 0, canvas.width, canvas.height);
          const text = await read(canvas).catch(() => null);
          if (text && !stopped) {
            stop();
            reader.current(text);
            return;
          }
        }
        timer = setTimeout(tick, READ_EVERY_MS);
      };
      void tick();
    })();
    return stop;
  }, []);

  return (
    <div className={styles.camera}>
      <video ref={video} className={styles.video} muted playsInline aria-label="Camera" />
      <p className={styles.cameraState} role="status">
        {state === 'starting'
          ? 'Starting the camera…'
          : state === 'on'
            ? 'Hold the tag’s QR code in the frame.'
            : state === 'refused'
              ? 'The camera is not allowed or not there. Allow it in the browser, or type the code below.'
              : 'This browser cannot use a camera here. Type the code below.'}
      </p>
    </div>
  );
}
