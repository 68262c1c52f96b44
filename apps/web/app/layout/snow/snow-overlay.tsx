import { useEffect, useRef } from 'react';

/** Spec §2: an overlay of 200 flakes. */
export const FLAKES = 200;

type Flake = { x: number; y: number; r: number; speed: number; drift: number; phase: number };

/** A flake somewhere across the screen (`top`: entering from above, else anywhere). */
function flake(width: number, height: number, top: boolean): Flake {
  const r = 1 + Math.random() * 2.6;
  return {
    x: Math.random() * width,
    y: top ? -r * 2 : Math.random() * height,
    r,
    // Bigger flakes are nearer, so they fall faster: 25–75 px a second.
    speed: 25 + r * 18,
    drift: 8 + Math.random() * 18,
    phase: Math.random() * Math.PI * 2,
  };
}

/**
 * Snow falling over the page on one canvas that takes no clicks and is
 * hidden from assistive technology. One animation frame loop, which stops
 * while the tab is hidden and when the overlay goes away.
 */
export default function SnowOverlay() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    const flakes = Array.from({ length: FLAKES }, () => flake(width, height, false));

    let frame = 0;
    let last = performance.now();
    const draw = (now: number) => {
      // A long pause (a hidden tab) does not throw the flakes across the screen at once.
      const dt = Math.min((now - last) / 1000, 0.1);
      last = now;
      context.clearRect(0, 0, width, height);
      context.fillStyle = 'rgba(255, 255, 255, 0.85)';
      context.beginPath();
      for (let i = 0; i < flakes.length; i++) {
        const f = flakes[i]!;
        f.y += f.speed * dt;
        f.phase += dt;
        const x = f.x + Math.sin(f.phase) * f.drift;
        if (f.y - f.r > height) flakes[i] = flake(width, height, true);
        context.moveTo(x + f.r, f.y);
        context.arc(x, f.y, f.r, 0, Math.PI * 2);
      }
      context.fill();
      frame = requestAnimationFrame(draw);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      last = performance.now();
      frame = requestAnimationFrame(draw);
    };
    const onVisibility = () => (document.hidden ? cancelAnimationFrame(frame) : start());
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    if (!document.hidden) start();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return <canvas ref={canvas} className="snow" aria-hidden data-testid="snow" data-flakes={FLAKES} />;
}
