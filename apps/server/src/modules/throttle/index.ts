export {
  createThrottleService,
  DEFAULT_THROTTLE_POLICIES,
  type ThrottleAction,
  type ThrottlePolicy,
  type ThrottleService,
} from './throttle.service.js';
