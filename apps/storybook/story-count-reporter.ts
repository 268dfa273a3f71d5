import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** 'src/screens/Clients/List.stories.tsx' → 'Screens/Clients/List'; a component's file → its name. */
function storyGroup(moduleId: string): string {
  const path = relative(import.meta.dirname, moduleId).replace(/\.stories\.tsx$/, '');
  const screen = /^src\/screens\/(.+)$/.exec(path);
  if (screen) return `Screens/${screen[1]}`;
  if (path.startsWith('src/judge/')) return `Judge widget/${path.slice('src/judge/'.length)}`;
  return `Components/${path.split('/').at(-1)}`;
}

/**
 * After the run: how many stories each screen has in each state (and each component file), and
 * the stories that failed, by name and width, so CI's log says which pictures no longer match.
 */
export default class StoryCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const states = new Map<string, Map<string, number>>();
    const failed: string[] = [];
    for (const module of testModules) {
      const group = storyGroup(module.moduleId);
      for (const test of module.children.allTests()) {
        const project = test.project.name;
        if (test.result().state === 'failed') failed.push(`${project}: ${group} › ${test.name}`);
        // Each story renders once per width: count it in one project only.
        if (!project.includes('1280')) continue;
        const byState = states.get(group) ?? new Map<string, number>();
        byState.set(test.name, (byState.get(test.name) ?? 0) + 1);
        states.set(group, byState);
      }
    }
    const lines = [...states.entries()].sort(([a], [b]) => a.localeCompare(b));
    const screens = lines.filter(([group]) => group.startsWith('Screens/'));
    const total = (rows: typeof lines) => rows.reduce((sum, [, byState]) => sum + byState.size, 0);
    console.log('\nStories per screen and state (each rendered at 360 and 1280 px):');
    for (const [group, byState] of screens)
      console.log(`  ${group}: ${[...byState.keys()].join(', ')} (${byState.size})`);
    const perState = new Map<string, number>();
    for (const [, byState] of screens)
      for (const name of byState.keys()) perState.set(name, (perState.get(name) ?? 0) + 1);
    console.log(
      `  ${screens.length} screens, ${total(screens)} screen stories: ${[...perState].map(([name, count]) => `${name} ${count}`).join(', ')}`,
    );
    const others = lines.filter(([group]) => !group.startsWith('Screens/'));
    console.log(`  ${others.length} component and widget files, ${total(others)} stories`);
    if (failed.length > 0) {
      console.log(`\nFailed stories (${failed.length}):`);
      for (const line of failed) console.log(`  ✗ ${line}`);
    }
  }
}
