/** Akun Saya's cards in their places: on a wide screen, the points history beside the rest. */
export function MemberGrid({
  summary,
  referral,
  rewards,
  history,
}: {
  summary: React.ReactNode;
  referral: React.ReactNode;
  rewards: React.ReactNode;
  history: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      {/* The member area's sections, never bare text. */}
      <div className="space-y-4">
        <div className="empty:hidden">{summary}</div>
        <div className="empty:hidden">{referral}</div>
        <div className="empty:hidden">{rewards}</div>
      </div>
      {history}
    </div>
  );
}
