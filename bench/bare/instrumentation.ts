// Turbopack looks for instrumentation.ts upwards from the project (find_context_file), so without this
// empty one the bare app would bundle and run the portal's own (its server guard, its startup checks).
export function register() {}
