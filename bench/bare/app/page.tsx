// A static page with one heading: Next's own cost of serving a page, for scripts/bench.mjs to compare with.
export default function Page() {
  return <h1>Bare Next.js page</h1>;
}
