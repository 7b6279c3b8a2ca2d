/** Line charts with uPlot, sized to their container (375 px phones too). */
import { html } from 'htm/preact';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const palette = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989'];
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 4 });

export type ChartProps = {
  title: string;
  /** What the chart shows in words, for screen readers (the numbers are in the tables). */
  summary: string;
  xLabel: string;
  yLabel: string;
  /** x values, then one array per series (null: no value there). */
  data: [number[], ...(number | null)[][]];
  series: { label: string; dash?: boolean }[];
};

export function LineChart({ title, summary, xLabel, yLabel, data, series }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | undefined>(undefined);
  const latest = useRef(data);
  latest.current = data;
  const shape = series.map((entry) => entry.label).join('|');

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = () => Math.max(element.clientWidth, 280);
    const chart = new uPlot(
      {
        width: width(),
        height: 220,
        // Room on the right for the last block number's label.
        padding: [12, 36, 0, 0],
        // The x axis spans the samples exactly; one sample still gets an axis around it.
        scales: {
          x: {
            time: false,
            range: () => {
              const xs = latest.current[0];
              const [first, last] = [xs[0] ?? 0, xs.at(-1) ?? 0];
              return first === last ? [first - 1, last + 1] : [first, last];
            },
          },
        },
        axes: [
          {
            label: xLabel,
            stroke: 'currentColor',
            grid: { stroke: '#8884' },
            space: 90,
            // Block numbers: whole, without separators.
            values: (_plot, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
          },
          {
            label: yLabel,
            stroke: 'currentColor',
            grid: { stroke: '#8884' },
            size: 70,
            // 400M, not 400,000,000: large values fit the axis at 375 px too.
            values: (_plot, splits) => splits.map((value) => compact.format(value)),
          },
        ],
        series: [
          { label: xLabel },
          ...series.map((entry, index) => ({
            label: entry.label,
            stroke: palette[index % palette.length]!,
            width: 2,
            spanGaps: true,
            ...(entry.dash ? { dash: [6, 4] } : {}),
          })),
        ],
      },
      data as uPlot.AlignedData,
      element,
    );
    plot.current = chart;
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = undefined;
    };
    // Rebuilt only when the series change; new data goes through setData below.
  }, [shape, xLabel, yLabel]);

  useEffect(() => {
    plot.current?.setData(data as uPlot.AlignedData);
  }, [data]);

  return html`<figure class="chart">
    <figcaption>${title}</figcaption>
    <div ref=${container} role="img" aria-label=${`${title}: ${summary}`}></div>
  </figure>`;
}
