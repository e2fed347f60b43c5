// The suite's own ports stay below the system's ephemeral range, whatever E2E_PORT_OFFSET says:
// a port the kernel can hand to an outgoing connection made a test's server fail to listen.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SITE_PORT_COUNT } from '@pv/tools/local-site/site-process.ts';
import { ephemeralRangeStart } from '@pv/tools/process/free-ports.ts';
import { e2ePorts, helperSlots, highestPort, portsProblem, sparePortSlot, sparePorts } from '../support/ports';

test('every port of the suite is below the ephemeral range, or the suite does not start', () => {
  expect(portsProblem()).toBeNull();
  expect(highestPort).toBeLessThan(ephemeralRangeStart());
  for (const port of [e2ePorts.shell, ...Object.values(e2ePorts.remotes), ...Object.values(e2ePorts.supabase), sparePorts(29, 9).proxyPort])
    expect(port).toBeLessThanOrEqual(highestPort);
  expect(() => sparePorts(30, 0)).toThrow('Worker 30 has no spare ports');
  expect(portsProblem(highestPort)).toMatch(/into this system's ephemeral range \(\d+ and up\).*use an offset of -?\d+ or less/);
});

test('a slot holds a whole site, and no test takes the slot of a helper that starts servers', () => {
  const offset = e2ePorts.shell - 18080;
  expect(sparePortSlot(2, 0, SITE_PORT_COUNT)).toEqual(
    [20200, 20201, 20202, 20203, 20204, 20205, 20206, 20207].map((port) => port + offset),
  );
  expect(() => sparePortSlot(2, 0, 11)).toThrow('A slot has 10 ports, not 11');
  const helpers: number[] = Object.values(helperSlots);
  const taken: string[] = [];
  let calls = 0;
  for (const file of fs.readdirSync(import.meta.dirname).filter((name) => name.endsWith('.spec.ts'))) {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const [, slot] of source.matchAll(/sparePorts\(testInfo\.workerIndex, (\d+)\)/g)) {
      calls += 1;
      if (helpers.includes(Number(slot))) taken.push(`${file}: slot ${slot}`);
    }
  }
  expect(calls).toBeGreaterThan(10);
  expect(taken).toEqual([]);
});
