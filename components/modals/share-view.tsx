'use client';

// Placeholder until its issue lands.
export default function ShareView() {
  return <div className="p-6 pr-14" />;
}
