"""The reference for the day-plan solver: Google OR-Tools' routing library on the same problem.

Reads a JSON problem on stdin (stops 0..n-1, each truck's yard n..n+k-1, whole-metre distances,
each stop's cans, each truck's room and its most stops), solves it with OR-Tools' usual recipe
for vehicle routing (a path-cheapest-arc start, then guided local search for the seconds given),
and writes the total length and each truck's route as JSON on stdout.
"""
import json
import sys

import ortools
from ortools.constraint_solver import pywrapcp, routing_enums_pb2


def main():
    p = json.load(sys.stdin)
    n, k = p["stops"], p["trucks"]
    size = n + k
    d = p["distance"]
    yards = [n + t for t in range(k)]
    manager = pywrapcp.RoutingIndexManager(size, k, yards, yards)
    routing = pywrapcp.RoutingModel(manager)

    def arc(i, j):
        return d[manager.IndexToNode(i) * size + manager.IndexToNode(j)]

    routing.SetArcCostEvaluatorOfAllVehicles(routing.RegisterTransitCallback(arc))

    def cans(i):
        node = manager.IndexToNode(i)
        return p["demand"][node] if node < n else 0

    def one(i):
        return 1 if manager.IndexToNode(i) < n else 0

    routing.AddDimensionWithVehicleCapacity(routing.RegisterUnaryTransitCallback(cans), 0, p["room"], True, "cans")
    most = [m if m is not None else n for m in p["maxStops"]]
    routing.AddDimensionWithVehicleCapacity(routing.RegisterUnaryTransitCallback(one), 0, most, True, "stops")

    params = pywrapcp.DefaultRoutingSearchParameters()
    params.first_solution_strategy = routing_enums_pb2.FirstSolutionStrategy.PATH_CHEAPEST_ARC
    params.local_search_metaheuristic = routing_enums_pb2.LocalSearchMetaheuristic.GUIDED_LOCAL_SEARCH
    params.time_limit.seconds = int(p.get("seconds", 10))
    solution = routing.SolveWithParameters(params)
    if solution is None:
        print(json.dumps({"error": "no solution"}))
        return
    routes = []
    for t in range(k):
        index = routing.Start(t)
        route = []
        while not routing.IsEnd(index):
            node = manager.IndexToNode(index)
            if node < n:
                route.append(node)
            index = solution.Value(routing.NextVar(index))
        routes.append(route)
    print(json.dumps({"length": solution.ObjectiveValue(), "routes": routes, "solver": f"OR-Tools {ortools.__version__}"}))


main()
