import type { Endpoint } from 'payload'
import { databaseReachable, serviceUnavailable } from '@/lib/http/availability'

// Probes for load balancers and orchestrators (README, "Health checks"). Neither is cached, and
// neither needs a session; a probe that carried one would still never touch the users table here.
const noStore = { 'Cache-Control': 'no-store' }

/** Liveness: the process answers HTTP. Never touches the database, so a Postgres outage does not get
 * healthy app instances restarted (that would not bring Postgres back). */
const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: () => Response.json({ status: 'ok' }, { headers: noStore }),
}

/** Readiness: send traffic here only while `SELECT 1` answers within the probe timeout. */
const ready: Endpoint = {
  path: '/ready',
  method: 'get',
  handler: async (req) =>
    (await databaseReachable(req.payload)) ? Response.json({ status: 'ok' }, { headers: noStore }) : serviceUnavailable(),
}

export const healthEndpoints: Endpoint[] = [health, ready]
