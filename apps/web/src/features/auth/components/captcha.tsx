import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useAuthTexts } from '@/i18n/texts/auth';
import styles from './auth.module.css';

const WIDTH = 132;
const HEIGHT = 44;

/** Draws the code slightly turned and crossed by a few lines, on the sand ground. */
function draw(canvas: HTMLCanvasElement, code: string) {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  canvas.width = WIDTH * ratio;
  canvas.height = HEIGHT * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(ratio, ratio);
  ctx.fillStyle = '#f5ead9';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  // Noise first, so the characters stay on top and readable.
  for (let i = 0; i < 5; i++) {
    ctx.strokeStyle = i % 2 ? 'rgb(184 137 59 / 0.55)' : 'rgb(122 31 43 / 0.3)';
    ctx.lineWidth = 1 + Math.random();
    ctx.beginPath();
    ctx.moveTo(Math.random() * WIDTH, Math.random() * HEIGHT);
    ctx.bezierCurveTo(
      Math.random() * WIDTH,
      Math.random() * HEIGHT,
      Math.random() * WIDTH,
      Math.random() * HEIGHT,
      Math.random() * WIDTH,
      Math.random() * HEIGHT,
    );
    ctx.stroke();
  }
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const step = WIDTH / (code.length + 1);
  [...code].forEach((char, i) => {
    ctx.save();
    ctx.translate(step * (i + 1), HEIGHT / 2 + (Math.random() * 6 - 3));
    ctx.rotate((Math.random() - 0.5) * 0.5);
    ctx.font = `700 ${22 + Math.round(Math.random() * 4)}px Georgia, "Times New Roman", serif`;
    ctx.fillStyle = i % 2 ? '#5a1520' : '#1f1a17';
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
}

/**
 * The signup captcha as a small picture with a refresh button. The picture's label spells the
 * code out for screen readers: it slows casual form bots, the server's rate limits do the rest.
 */
export function Captcha({ code, onRefresh }: { code: string; onRefresh: () => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { t } = useAuthTexts();
  useEffect(() => {
    if (ref.current) draw(ref.current, code);
  }, [code]);
  return (
    <>
      <canvas
        ref={ref}
        className={styles.captchaImage}
        role="img"
        aria-label={t('captcha.image', { code: [...code].join(' ') })}
        width={WIDTH}
        height={HEIGHT}
      />
      <button type="button" className="btn-icon" aria-label={t('captcha.refresh')} onClick={onRefresh}>
        <RefreshCw size={20} aria-hidden="true" />
      </button>
    </>
  );
}
