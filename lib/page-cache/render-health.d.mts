export function recordBackendFailure(at?: number): void;
export function lastBackendFailureAt(): number;
