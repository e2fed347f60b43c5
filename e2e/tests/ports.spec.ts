// The suite's own ports stay below the system's ephemeral range, whatever E2E_PORT_OFFSET says:
// a port the kernel can hand to an outgoing connection made a test's server fail to listen.
import { test, expect } from '@playwright/test';
import { e2ePorts, ephemeralRangeStart, highestPort, portsProblem, sparePorts } from '../support/ports';

test('every port of the suite is below the ephemeral range, or the suite does not start', () => {
  expect(portsProblem()).toBeNull();
  expect(highestPort).toBeLessThan(ephemeralRangeStart());
  for (const port of [e2ePorts.shell, ...Object.values(e2ePorts.remotes), ...Object.values(e2ePorts.supabase), sparePorts(29, 9).proxyPort])
    expect(port).toBeLessThanOrEqual(highestPort);
  expect(() => sparePorts(30, 0)).toThrow('Worker 30 has no spare ports');
  expect(portsProblem(highestPort)).toMatch(/into this system's ephemeral range \(\d+ and up\).*use an offset of -?\d+ or less/);
});
