// Home's two charts, drawn with recharts (SVG) in the brand's colours, loaded with Home and after
// its figures: the members' movement by week, and the room used each service day ahead. Each is
// an image named by what it shows; its figures are the table beside it.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  Legend,
} from 'recharts';
import type { MemberWeek, RoomDay } from '../../../common/owner-home.ts';

const BRAND = { strong: '#1f7a4d', soft: '#86d9ad', amber: '#d97706', red: '#b91c1c', grid: '#e2e8f0', ink: '#334155' };

/** The members line's own scale, around its weeks: 5,000 members moving by 40 is a flat line on 0-5,000. */
export function membersDomain(weeks: MemberWeek[]): [number, number] {
  const counts = weeks.map((w) => w.members);
  if (!counts.length) return [0, 1];
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  const pad = Math.max(2, Math.ceil((high - low) * 0.25));
  return [Math.max(0, low - pad), high + pad];
}

export function MembersChart({ weeks }: { weeks: MemberWeek[] }) {
  const last = weeks.at(-1);
  return (
    <div
      role="img"
      aria-label={`Members by week: ${last?.members ?? 0} now; this week ${last?.began ?? 0} new, ${last?.paused ?? 0} paused, ${last?.ended ?? 0} ended`}
      className="mt-3 h-48"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={weeks} margin={{ top: 4, right: -8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={BRAND.grid} vertical={false} />
          <XAxis dataKey="week" tick={{ fill: BRAND.ink, fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tick={{ fill: BRAND.ink, fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis
            yAxisId="members"
            orientation="right"
            domain={membersDomain(weeks)}
            allowDecimals={false}
            tick={{ fill: BRAND.ink, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="began" name="New" fill={BRAND.strong} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="paused" name="Paused" fill={BRAND.amber} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="ended" name="Ended" fill={BRAND.red} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line
            dataKey="members"
            name="Members"
            stroke={BRAND.ink}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            yAxisId="members"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RoomChart({ days }: { days: RoomDay[] }) {
  const room = Math.max(0, ...days.map((d) => d.room));
  const unit = days[0]?.unit ?? 'visits';
  const full = days.filter((d) => d.booked >= d.room).length;
  return (
    <div
      role="img"
      aria-label={`Room used each service day ahead: ${full} of ${days.length} days full; the room is up to ${room} ${unit} a day`}
      className="mt-3 h-48"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={BRAND.grid} vertical={false} />
          <XAxis dataKey="day" tick={{ fill: BRAND.ink, fontSize: 11 }} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fill: BRAND.ink, fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip />
          <ReferenceLine
            y={room}
            stroke={BRAND.ink}
            strokeDasharray="4 3"
            label={{ value: 'Room', fill: BRAND.ink, fontSize: 11, position: 'insideTopRight' }}
          />
          <Bar dataKey="booked" name="Booked" fill={BRAND.strong} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
