/** A page that is not built yet: its heading, nothing more. */
export function ComingSoonRoute({ title }: { title: string }) {
  return <h1 className="text-2xl font-semibold">{title}: coming soon</h1>;
}
