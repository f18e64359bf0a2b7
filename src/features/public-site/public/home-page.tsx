export function HomePage() {
  return (
    <main>
      <h1>Sankalp Institute</h1>
    </main>
  );
}
