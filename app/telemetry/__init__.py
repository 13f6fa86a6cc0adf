"""What an operator sees: Prometheus metrics, JSON logs with a request id."""
