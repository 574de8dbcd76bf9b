import { Container } from '../../../ui/Container.tsx'

const steps = [
  {
    title: 'Create your account',
    text: 'Sign up with your email, a social login (Google, Facebook, Apple, Twitter, Discord) or straight from your wallet.',
  },
  {
    title: 'Connect a wallet',
    text: 'Bind a browser wallet or a WalletConnect wallet to buy, sell, mint and register .kid names.',
  },
  {
    title: 'Collect, create and join in',
    text: 'Trade NFTs, mint drops, open blind boxes, post in communities and play the quiz to earn bricks.',
  },
]

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-line bg-surface py-16 desk:py-20">
      <Container>
        <h2 id="how-title" className="text-3xl font-bold tracking-tight text-fg">
          Get started in three steps
        </h2>
        <ol className="mt-10 grid gap-8 desk:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-base font-bold text-fg">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-fg-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
