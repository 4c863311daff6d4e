/**
 * Preloaded (`node --import`) into every process the benchmarks start, Falcon's and the raw
 * client's alike: at exit it writes what the process cost (peak RSS, CPU time) to the file named by
 * FALCON_BENCH_USAGE, so a whole process is measured from the inside without a tool per platform.
 */
import { writeFileSync } from 'node:fs';

const target = process.env['FALCON_BENCH_USAGE'];
if (target) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(
      target,
      JSON.stringify({ maxRssKb: usage.maxRSS, cpuUs: usage.userCPUTime + usage.systemCPUTime }),
    );
  });
}
