'use client';

// Placeholder until the sign-in flow lands.
export default function RegisterView() {
  return (
    <div className="p-6 pr-14">
      <h2 className="text-xl font-bold">Daftar</h2>
    </div>
  );
}
