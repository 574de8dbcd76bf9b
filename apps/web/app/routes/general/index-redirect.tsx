import { redirect } from 'react-router'

/** /index is the home page's old address (spec 000 §2.2). The root guard redirects first; this is its twin. */
export function loader() {
  return redirect('/')
}
