import { data } from "react-router";

/** Any unknown address: the root error boundary renders the translated 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
