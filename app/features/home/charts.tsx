/**
 * The home page's two charts, drawn as plain SVG (no chart library: ~2 KB instead of ~100 KB).
 * This module is loaded after first paint (see home.tsx), so it never delays the figures.
 */
import { formatMoney } from "~/lib/money";
import type { ChannelFigure, DayFigure } from "./dashboard.server";

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

export function TrendChart({ days, label }: { days: DayFigure[]; label: string }) {
  const values = days.map((day) => Number(day.amount) || 0);
  const max = Math.max(1, ...values);
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, days.length - 1);
  const y = (v: number) => PAD.top + (1 - v / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const area = `${line} L${x(values.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const ticks = [0, 0.5, 1].map((f) => max * f);
  // The drawing's text alternative says what it shows: each day's amount.
  const spoken = `${label}: ${days.map((day) => `${day.date.slice(5)} ¥${formatMoney(day.amount)}`).join(", ")}`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={spoken} className="h-auto w-full">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
            strokeDasharray="3 3"
          />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
            {Math.round(tick).toLocaleString()}
          </text>
        </g>
      ))}
      <path d={area} className="fill-primary/10" />
      <path d={line} className="stroke-primary" fill="none" strokeWidth={2} />
      {days.map((day, i) => (
        <g key={day.date}>
          <circle cx={x(i)} cy={y(values[i])} r={3} className="fill-primary">
            <title>{`${day.date}  ¥${formatMoney(day.amount)} · ${day.count}`}</title>
          </circle>
          <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[10px]">
            {day.date.slice(5)}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function ChannelChart({ channels, label }: { channels: ChannelFigure[]; label: string }) {
  const total = channels.reduce((sum, channel) => sum + (Number(channel.amount) || 0), 0) || 1;
  return (
    <ul aria-label={label} className="grid gap-3">
      {channels.map((channel) => {
        const share = (Number(channel.amount) || 0) / total;
        return (
          <li key={channel.name} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span>{channel.name}</span>
              <span className="text-muted-foreground tabular-nums">
                ¥{formatMoney(channel.amount)} · {(share * 100).toFixed(1)}%
              </span>
            </div>
            <div className="bg-muted h-2 overflow-hidden rounded-full">
              <div className="bg-primary h-full rounded-full" style={{ width: `${(share * 100).toFixed(1)}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
