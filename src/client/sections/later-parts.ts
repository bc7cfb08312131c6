// The parts of the home page that load only when they are needed (the customers' words once there
// are ratings, the waiting list's form once a zip is not served), in one chunk: each place that
// asks for one names the same file, so the first load carries one address for both.
export { CustomerWords } from './gallery/customer-words.tsx';
export { WaitlistForm } from './service-area/waitlist-form.tsx';
