import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { type AccountStep, stepHref } from './flow.ts'

/** On a page, each step of a flow is its own route. */
export function usePageNav(): (step: AccountStep) => void {
  const navigate = useNavigate()
  return useCallback((step: AccountStep) => navigate(stepHref(step)), [navigate])
}
