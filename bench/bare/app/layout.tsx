// The bare page's layout: what `create-next-app` would leave after deleting everything but the <html>.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
