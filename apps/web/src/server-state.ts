import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands the browser (#vastra-state, JSON): its queries and router state. */
export type ServerState = { queries: DehydratedState; router: HydrationState };
