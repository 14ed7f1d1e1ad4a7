// Types of standalone-copy.mjs for the end-to-end tests that run a copy of the standalone server.
/** The user a deployment's server runs as. */
export interface DeploymentUser {
  name: string;
  uid: number;
  gid: number;
}

export const WORKER_FILE: string;
export function deploymentUser(): DeploymentUser | null;
export function copyStandalone(standalone: string, name: string, user?: DeploymentUser | null): string;
export function removeCopy(folder: string): void;
export function standaloneCommand(folder: string, heapMb: number, user?: DeploymentUser | null, repository?: string): string[];
