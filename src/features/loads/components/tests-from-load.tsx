import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDateString } from '@/utils/format';
import type { LoadDevelopment } from '../schema';
import { TEST_VARIABLES } from '../test-plan-schema';
import type { LoadTest } from '../test-schema';

/** The tests planned from a load, each once (by its first step found), in the order the loads are given. */
export function testsPlannedFrom(loads: readonly LoadDevelopment[], loadId: string): LoadTest[] {
  const tests = new Map<string, LoadTest>();
  for (const load of loads) {
    if (load.test?.fromLoadId === loadId && !tests.has(load.test.id)) tests.set(load.test.id, load.test);
  }
  return [...tests.values()];
}

/** Links to the tests planned from a load: "CBTO test, 5 steps, for Dec 5, 2026"; nothing when there are none. */
export function TestsFromLoad({ tests }: { tests: readonly LoadTest[] }) {
  if (tests.length === 0) return null;
  return (
    <nav aria-label="Tests planned from this load">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {tests.map((test) => (
          <li key={test.id}>
            <Link className="inline-flex min-h-11 items-center underline" to={paths.test.href(test.id)}>
              {TEST_VARIABLES[test.variable].label} test, {test.steps} steps, for {formatDateString(test.date)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
