// `vite preview` for the bench's analytics part: the app's own config, with a logger that passes on only
// the consumer's line for each batch it folded ({"analyticsBatch": …}), which the bench sums up; the
// line per request and the rest stay out of the load's way.
import { createLogger, defineConfig, type Logger, mergeConfig } from "vite";
import appConfig from "../../vite.config.ts";

const logger = createLogger("info");
const batchesOnly: Logger = {
  ...logger,
  info: (message, options) => {
    if (message.includes('"analyticsBatch"')) logger.info(message, options);
  },
};

export default defineConfig((env) => mergeConfig(appConfig(env), { customLogger: batchesOnly }));
