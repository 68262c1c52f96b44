/** A page's heading: its one h1 and the lead under it. */
export function PageHead({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="page-head">
      <div>
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </div>
    </header>
  );
}
