import { useLayoutEffect, useRef } from 'react';

/** The European wheel's pocket order, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const STEP = 360 / 37;
export const SPIN_MS = 4200;

const colorOf = (n: number) => (n === 0 ? '#15803d' : RED.has(n) ? '#b91c1c' : '#111827');

/**
 * The wheel turns and the ball runs the other way, spiralling in, to land on the pocket the
 * server drew. `spinId` starts a new throw; `pocket` is where it lands.
 */
export function Wheel({ pocket, spinId }: { pocket: number | null; spinId: number }) {
  const wheel = useRef<SVGGElement>(null);
  const ball = useRef<SVGGElement>(null);
  const ballDrop = useRef<SVGGElement>(null);
  const angle = useRef(0);

  useLayoutEffect(() => {
    if (pocket === null || spinId === 0) return;
    const w = wheel.current!;
    const b = ball.current!;
    const drop = ballDrop.current!;
    // The wheel turns 3 times plus whatever puts the winning pocket under the ball's landing point (top).
    const index = WHEEL_ORDER.indexOf(pocket);
    const base = angle.current - (angle.current % 360);
    const target = base + 3 * 360 + (360 - index * STEP);
    angle.current = target;
    w.style.transition = `transform ${SPIN_MS}ms cubic-bezier(.12,.6,.18,1)`;
    w.style.transform = `rotate(${target}deg)`;
    b.style.transition = 'none';
    b.style.transform = 'rotate(0deg)';
    drop.style.transition = 'none';
    drop.style.transform = 'translateY(0px)';
    void b.getBoundingClientRect();
    b.style.transition = `transform ${SPIN_MS}ms cubic-bezier(.2,.65,.25,1)`;
    b.style.transform = `rotate(${-5 * 360}deg)`;
    // The ball leaves the rim in the second half of the throw and drops into the pocket ring.
    drop.style.transition = `transform ${SPIN_MS * 0.45}ms cubic-bezier(.5,0,.7,1.4) ${SPIN_MS * 0.5}ms`;
    drop.style.transform = 'translateY(20px)';
  }, [spinId, pocket]);

  return (
    <svg className="wheel" viewBox="0 0 200 200" role="img" aria-label={pocket === null ? '' : String(pocket)}>
      <defs>
        <radialGradient id="rim" cx=".5" cy=".5" r=".5">
          <stop offset=".82" stopColor="#3b2a12" />
          <stop offset=".9" stopColor="#a16207" />
          <stop offset="1" stopColor="#422006" />
        </radialGradient>
        <radialGradient id="hub" cx=".4" cy=".35" r=".7">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#92400e" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="99" fill="url(#rim)" />
      <g ref={wheel} style={{ transformOrigin: '100px 100px', transform: 'rotate(0deg)' }}>
        {WHEEL_ORDER.map((n, i) => {
          const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
          const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
          const p = (a: number, r: number) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
          const mid = (i * STEP - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path
                d={`M${p(a0, 86)} A86 86 0 0 1 ${p(a1, 86)} L${p(a1, 56)} A56 56 0 0 0 ${p(a0, 56)} Z`}
                fill={colorOf(n)}
                stroke="#d4a017"
                strokeWidth=".4"
              />
              <text
                x={100 + 76 * Math.cos(mid)}
                y={100 + 76 * Math.sin(mid)}
                fill="#fff"
                fontSize="7"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${i * STEP} ${100 + 76 * Math.cos(mid)} ${100 + 76 * Math.sin(mid)})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="56" fill="#1f1408" stroke="#d4a017" strokeWidth="1" />
        {Array.from({ length: 8 }, (_, i) => (
          <line
            key={i}
            x1="100"
            y1="100"
            x2={100 + 40 * Math.cos((i * Math.PI) / 4)}
            y2={100 + 40 * Math.sin((i * Math.PI) / 4)}
            stroke="#b45309"
            strokeWidth="3"
            strokeLinecap="round"
          />
        ))}
        <circle cx="100" cy="100" r="16" fill="url(#hub)" />
      </g>
      <g ref={ball} style={{ transformOrigin: '100px 100px' }}>
        <g ref={ballDrop}>
          <circle cx="100" cy="14" r="4.2" fill="#f8fafc" stroke="#94a3b8" strokeWidth=".6" />
        </g>
      </g>
      <path d="M100 2 L95 -4 H105 Z" fill="#f8c14a" />
    </svg>
  );
}
