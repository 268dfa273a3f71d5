/**
 * The event loop's longest stalls on this thread, measured two ways: wall time (what a request
 * waiting behind the stall sees) and the thread's own CPU time within that stall (the work the
 * server did in one turn; wall minus CPU is waiting for a core the machine gave to someone else).
 * A 1 ms timer samples both; call `stop()` for the worst of each.
 */
export function watchLoopTurns() {
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  let worstWall = 0;
  let worstCpu = 0;
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = process.threadCpuUsage();
    worstWall = Math.max(worstWall, wall - lastWall);
    worstCpu = Math.max(worstCpu, (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000);
    lastWall = wall;
    lastCpu = cpu;
  }, 1);
  return {
    /** Stops sampling; answers the longest gap between two samples and the most CPU one gap held, ms. */
    stop() {
      clearInterval(timer);
      return { wallMs: worstWall, cpuMs: worstCpu };
    },
  };
}
