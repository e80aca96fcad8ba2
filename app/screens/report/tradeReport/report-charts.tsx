/**
 * 交易报表's two charts, drawn on the server as plain SVG (no chart library, nothing for the
 * browser to run; ADR 021, as the home page's charts). Each is an image with a spoken summary
 * (`aria-label`); the tables below are the data. The geometry is shared with the PDF
 * (kit/shared/chart-geometry.ts), so both draw the same chart.
 */
import { barLayout, shareLayout, type ShareItem, spokenSeries, ticksOf } from "~/kit/shared/chart-geometry";

const TREND = { width: 720, height: 220, left: 64, right: 12, top: 12, bottom: 28 };
const SHARE = { width: 720, row: 24, label: 180, value: 170 };

export function TrendBars(props: { points: { label: string; value: number; text: string }[]; spokenTitle: string }) {
  const { points } = props;
  const box = TREND;
  const plot = {
    x: box.left,
    y: box.top,
    width: box.width - box.left - box.right,
    height: box.height - box.top - box.bottom,
  };
  const { bars, max } = barLayout(
    points.map((p) => p.value),
    plot,
  );
  const every = Math.max(1, Math.ceil(points.length / 10));
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={spokenSeries(
        props.spokenTitle,
        points.map((p) => ({ ...p, text: `¥${p.text}` })),
      )}
      className="h-auto w-full"
      data-chart="trend"
    >
      {ticksOf(max).map((tick) => {
        const y = plot.y + plot.height - (tick / max) * plot.height;
        return (
          <g key={tick}>
            <line x1={plot.x} x2={plot.x + plot.width} y1={y} y2={y} className="stroke-border" strokeDasharray="3 3" />
            <text x={plot.x - 6} y={y + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
              {Math.round(tick).toLocaleString("en-US")}
            </text>
          </g>
        );
      })}
      {bars.map((bar, i) => (
        <rect key={points[i]!.label} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="fill-primary">
          <title>{`${points[i]!.label}  ¥${points[i]!.text}`}</title>
        </rect>
      ))}
      {points.map((p, i) =>
        i % every === 0 ? (
          <text
            key={p.label}
            x={bars[i]!.x + bars[i]!.width / 2}
            y={box.height - 8}
            textAnchor="middle"
            className="fill-muted-foreground text-[10px]"
          >
            {p.label.length > 7 ? p.label.slice(5) : p.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}

export function ShareBars(props: { items: ShareItem[]; spokenTitle: string; rest: string }) {
  const rows = shareLayout(props.items, props.rest);
  const height = Math.max(1, rows.length) * SHARE.row + 4;
  const room = SHARE.width - SHARE.label - SHARE.value;
  return (
    <svg
      viewBox={`0 0 ${SHARE.width} ${height}`}
      role="img"
      aria-label={spokenSeries(
        props.spokenTitle,
        rows.map((r) => ({ label: r.label, text: `¥${r.text} (${r.share}%)` })),
      )}
      className="h-auto w-full"
      data-chart="share"
    >
      {rows.map((row, i) => {
        const y = i * SHARE.row + 4;
        return (
          <g key={`${row.label}-${i}`}>
            <text x={SHARE.label - 8} y={y + 14} textAnchor="end" className="fill-foreground text-[11px]">
              {row.label.length > 14 ? `${row.label.slice(0, 13)}…` : row.label}
            </text>
            <rect x={SHARE.label} y={y + 4} width={room} height={12} rx={3} className="fill-muted" />
            <rect
              x={SHARE.label}
              y={y + 4}
              width={Math.max(row.fraction * room, row.fraction > 0 ? 1 : 0)}
              height={12}
              rx={3}
              className="fill-primary"
            />
            <text
              x={SHARE.width - 4}
              y={y + 14}
              textAnchor="end"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {`¥${row.text} · ${row.share}%`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
