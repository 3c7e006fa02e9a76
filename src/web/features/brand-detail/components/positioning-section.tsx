import type { PositioningView } from '@/web/lib/positioning';

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** Competitive positioning (spec 001 §3) with the SWOT fallbacks and confidence as a percent. */
export function PositioningSection({ view }: { view: PositioningView }) {
  const coordinates =
    view.x !== null && view.y !== null ? `x ${Math.round(view.x)}, y ${Math.round(view.y)}` : null;
  return (
    <div className="flex flex-col gap-4">
      {view.statement ? (
        <blockquote className="max-w-3xl border-l-2 pl-4 text-lg text-pretty">{view.statement}</blockquote>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Row label="Quadrant" value={view.quadrant} />
        <Row label="Coordinates" value={coordinates} />
        <Row label="Growth stage" value={view.growthStage} />
        <Row label="Market position" value={view.marketPosition} />
        <Row label="Target audience" value={view.audience} />
        <Row label="Value proposition" value={view.valueProposition} />
        <Row label="Market share" value={view.marketShare} />
        <Row
          label="Confidence"
          value={view.confidence === null ? null : `${Math.round(view.confidence * 100)}%`}
        />
      </dl>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <List title="Strengths" items={view.swot.strengths} />
        <List title="Weaknesses" items={view.swot.weaknesses} />
        <List title="Opportunities" items={view.swot.opportunities} />
        <List title="Threats" items={view.swot.threats} />
        <List title="Competitive advantages" items={view.advantages} />
        <List title="Market trends" items={view.trends} />
      </div>
      {view.moat ? (
        <p className="text-sm">
          <span className="font-medium">Competitive moat: </span>
          {view.moat}
        </p>
      ) : null}
    </div>
  );
}
