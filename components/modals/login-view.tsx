'use client';

// Placeholder until the sign-in flow lands.
export default function LoginView() {
  return (
    <div className="p-6 pr-14">
      <h2 className="text-xl font-bold">Masuk</h2>
    </div>
  );
}
